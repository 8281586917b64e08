import { useTranslate } from 'react-admin';
import type { ReactNode } from 'react';
import { usePageTitle } from '../../kit/page/usePageTitle';
import { DescriptionForm } from '../../kit/forms/DescriptionForm';
import { usePathTo } from '../../kit/access/PortalRoutesContext';

const TEXT = 'resources.gruposOpcoesRecebimento';

/** 'Adicionar Grupo' / 'Editar Grupo': Descrição ('Preencha o campo descrição!'), Enter or Salvar once, back after 1 s. */
export function GrupoOpcaoForm({ mode, initial, titleAction }: { mode: 'create' | 'edit'; initial: string; titleAction?: ReactNode }) {
  const translate = useTranslate();
  const pathTo = usePathTo();
  const text = (key: string) => translate(`${TEXT}.${key}`);
  const title = `${text(`form.${mode}`)} ${text('entity')}`;
  usePageTitle(title);
  return (
    <DescriptionForm
      title={title}
      label={text('fields.descricao')}
      initial={initial}
      titleAction={titleAction}
      messages={{
        required: text('validation.required'),
        max: text('validation.max'),
        saved: text(mode === 'create' ? 'messages.created' : 'messages.updated'),
        failed: text(mode === 'create' ? 'messages.createFailure' : 'messages.updateFailure'),
      }}
      listPath={pathTo('gruposOpcoesRecebimento')}
    />
  );
}
