import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { FileRejection } from '../../kit/upload/validateFile';
import { NOTE_WARN_BYTES } from './notePreview';

const TEXT = 'pages.previaNota';

export interface NotePreview {
  /** The chosen note, once it passed the checks (null: none, or the last choice was refused). */
  note: File | null;
  choose: (files: File[]) => void;
  messages: Record<FileRejection, string>;
  warnAbove: { bytes: number; message: string };
}

/** The note the user chose: kept in the page only (nothing is sent), replaced by each new choice. */
export function useNotePreview(): NotePreview {
  const translate = useTranslate();
  const [note, setNote] = useState<File | null>(null);
  return {
    note,
    choose: (files) => setNote(files[0] ?? null),
    messages: {
      type: translate(`${TEXT}.refusals.type`),
      size: translate(`${TEXT}.refusals.size`),
      content: translate(`${TEXT}.refusals.content`),
    },
    warnAbove: { bytes: NOTE_WARN_BYTES, message: translate(`${TEXT}.largeFile`) },
  };
}
