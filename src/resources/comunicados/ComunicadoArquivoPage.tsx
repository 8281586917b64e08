import { CommunicationDetailPage } from '../communication/CommunicationDetailPage';

/** /comunicados/arquivos/{id}: the announcement's title, description and attachment, with Voltar. */
export function ComunicadoArquivoPage() {
  return <CommunicationDetailPage resource="comunicados" />;
}
