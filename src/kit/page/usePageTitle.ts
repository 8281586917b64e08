import { useEffect } from 'react';
import { logScreenLoaded } from '../../dataProviders/remoteLog';
import { translate } from '../../i18n/translate';
import { clearScreenTitle, setScreenTitle } from './screenTitle';

/**
 * Every page title starts with 'Portal do Fornecedor'; the app bar shows the screen's own title beside the portal's name.
 * `browserTitle` names the browser tab where the spec gives it a suffix of its own ('Ficha Técnica' in 'Qualidade').
 */
export function usePageTitle(screenTitle: string, browserTitle: string = screenTitle): void {
  useEffect(() => {
    document.title = `${translate('app.title')} - ${browserTitle}`;
    setScreenTitle(screenTitle);
    // Info line 'Tela carregada: <title>' in the server log (fire-and-forget).
    logScreenLoaded(screenTitle);
    return () => clearScreenTitle(screenTitle);
  }, [screenTitle, browserTitle]);
}
