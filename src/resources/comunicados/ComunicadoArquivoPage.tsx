import { DocumentDetailPage } from '../communication/DocumentDetailPage';

/** /comunicados/arquivos/{id}: the announcement's title, description and attachment, with Voltar. */
export function ComunicadoArquivoPage() {
  return <DocumentDetailPage resource="comunicados" />;
}
