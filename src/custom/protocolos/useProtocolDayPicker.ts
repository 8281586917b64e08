import { useMemo, useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import { useReadFailureHandler } from '../../kit/snackbar/useReadFailure';
import { dayText, typedDay } from './protocolRules';
import { PROTOCOL_DATES_RESOURCE, type ProtocolDate } from './schedulingProtocols';

const TEXT = 'pages.protocolosAgendamento';
/** The server sends every day at once; the picker offers them all, newest first. */
const ALL_DAYS = { pagination: { page: 1, perPage: 10_000 }, sort: { field: 'day', order: 'DESC' } } as const;

export interface ProtocolDayPicker {
  options: ProtocolDate[];
  loading: boolean;
  selected: ProtocolDate | null;
  text: string;
  setText: (text: string) => void;
  /** Why the typed date opens nothing (an impossible date, a day without protocol). */
  problem: string | undefined;
  /** An option picked, a date typed by hand (Enter or leaving the field), or the field cleared (back to the dates). */
  choose: (value: ProtocolDate | string | null) => void;
}

/** The date autocomplete's rules: the supplier's days as options; a typed date opens only a listed day. */
export function useProtocolDayPicker(supplierId: number, day: string, onDay: (day: string | undefined) => void): ProtocolDayPicker {
  const translate = useTranslate();
  const failure = useReadFailureHandler(translate(`${TEXT}.loadFailure`));
  const { data = [], isPending } = useGetList<ProtocolDate>(PROTOCOL_DATES_RESOURCE, { ...ALL_DAYS, filter: { supplierId } }, { ...failure, retry: false });
  const [text, setText] = useState(dayText(day));
  const [problem, setProblem] = useState<string | undefined>();
  // One object per day: a new one when the options arrive would reset what the user is typing.
  const selected = useMemo<ProtocolDate>(() => ({ id: day, day }), [day]);

  const choose = (value: ProtocolDate | string | null) => {
    setProblem(undefined);
    if (value === null) return onDay(undefined);
    if (typeof value !== 'string') return onDay(value.day);
    if (value.trim() === dayText(day)) return undefined;
    const typed = typedDay(value, data.map((option) => option.day));
    if ('day' in typed) return onDay(typed.day);
    setProblem(typed.problem === 'invalid' ? translate(`${TEXT}.invalidDate`) : translate(`${TEXT}.dateNotListed`, { date: value.trim() }));
    return undefined;
  };

  return {
    options: data,
    loading: isPending,
    selected,
    text,
    setText: (next) => {
      setText(next);
      setProblem(undefined);
    },
    problem,
    choose,
  };
}
