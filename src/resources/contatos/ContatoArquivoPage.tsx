import { DocumentDetailPage } from '../communication/DocumentDetailPage';

/** /contatos/arquivos/{id}: the contact's file viewer (title, description, the file, Voltar). */
export function ContatoArquivoPage() {
  return <DocumentDetailPage resource="contatos" />;
}
