import { useEffect } from 'react';
import { translate } from '../../i18n/translate';

/** Every page title starts with 'Portal do Fornecedor'. */
export function usePageTitle(screenTitle: string): void {
  useEffect(() => {
    document.title = `${translate('app.title')} - ${screenTitle}`;
  }, [screenTitle]);
}
