import { useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { toldElsewhere } from '../../kit/data/failures';
import { useProviderMutation } from '../../kit/data/useProviderMutation';
import { useSnackbar } from '../../kit/snackbar/useSnackbar';
import type { FileRejection, FileRules } from '../../kit/upload/validateFile';
import { PROTOCOL_MAX_BYTES, PROTOCOL_RESOURCE, type LogisticsProtocolMethods } from './logisticsProtocol';

const TEXT = 'pages.protocoloLogistico';

/** PDF only, checked by name, size and content (%PDF-) before anything is sent. */
export const PROTOCOL_FILE_RULES: FileRules = { extensions: ['pdf'], maxBytes: PROTOCOL_MAX_BYTES, maxInclusive: true };

export interface ProtocolUpload {
  messages: Record<FileRejection, string>;
  /** Why the last choice was refused (the box is drawn red while it stands). */
  refusal: string | null;
  refuse: (message: string) => void;
  /** The box's choice: a checked PDF is sent at once. */
  choose: (files: File[]) => void;
  /** The file on its way ([] when none): the box lists it and waits. */
  sending: File[];
}

/**
 * The protocol's upload box (spec part 3, section 5): the choice is sent as soon as it passes the checks, with no
 * send button; one file at a time, so a second choice while one is on its way sends nothing. A success refreshes the
 * viewer (the mutation refreshes every read of the resource); a failure says 'Ocorreu um erro ao fazer upload do
 * arquivo!' (the error snackbar, 8 s) and the current protocol stays.
 */
export function useProtocolUpload(): ProtocolUpload {
  const translate = useTranslate();
  const snackbar = useSnackbar();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sending, setSending] = useState<File[]>([]);
  // Set synchronously: two choices in the same tick still send once.
  const busy = useRef(false);

  const upload = useProviderMutation<LogisticsProtocolMethods, 'replaceProtocol'>(PROTOCOL_RESOURCE, 'replaceProtocol', {
    onSuccess: () => {
      snackbar.success(translate(`${TEXT}.uploaded`));
    },
    onError: (error: Error) => {
      if (!toldElsewhere(error)) snackbar.error(translate(`${TEXT}.uploadFailure`));
    },
    onSettled: () => {
      busy.current = false;
      setSending([]);
    },
  });

  const choose = (files: File[]) => {
    const file = files[0];
    if (!file || busy.current) return;
    busy.current = true;
    setRefusal(null);
    setSending([file]);
    upload.mutate({ file });
  };

  return {
    messages: {
      type: translate(`${TEXT}.refusals.type`),
      size: translate(`${TEXT}.refusals.size`),
      content: translate(`${TEXT}.refusals.content`),
    },
    refusal,
    refuse: setRefusal,
    choose,
    sending,
  };
}
