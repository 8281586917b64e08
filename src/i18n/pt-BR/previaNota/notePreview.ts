/** Note preview ('Prévia Nota'): spec part 3, sections 2, 5 and 9; the choices in docs/decisions.md ("Issue 19 — logi"). */
export const previaNota = {
  title: 'Prévia Nota',
  intro: 'Escolha o PDF da nota fiscal para conferi-la antes de enviar. A prévia é feita no seu navegador: o arquivo não é enviado.',
  chooseFile: 'Selecionar nota (PDF)',
  hint: 'Somente PDF, tamanho máximo 5 MB',
  largeFile: 'Arquivo com mais de 1 MB: confira se é a nota certa (o PDF da nota costuma ser menor).',
  previewLabel: 'Prévia da nota %{name}',
  empty: 'Nenhuma nota escolhida.',
  refusals: {
    type: 'Extensão precisa ser pdf!',
    size: 'Tamanho máximo de arquivo 5mb',
    content: 'O arquivo não é um PDF válido!',
  },
} as const;

export default { pages: { previaNota } };
