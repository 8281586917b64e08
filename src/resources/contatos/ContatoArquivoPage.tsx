import { CommunicationDetailPage } from '../communication/CommunicationDetailPage';

/** /contatos/arquivos/{id}: the contact's file viewer (title, description, the file, Voltar). */
export function ContatoArquivoPage() {
  return <CommunicationDetailPage resource="contatos" />;
}
