import { useEffect } from 'react';
import { logScreenLoaded } from '../../dataProviders/remoteLog';
import { translate } from '../../i18n/translate';

/** Every page title starts with 'Portal do Fornecedor'. */
export function usePageTitle(screenTitle: string): void {
  useEffect(() => {
    document.title = `${translate('app.title')} - ${screenTitle}`;
    // Info line 'Tela carregada: <title>' in the server log (fire-and-forget).
    logScreenLoaded(screenTitle);
  }, [screenTitle]);
}
