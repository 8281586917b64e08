import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { ListBase, useListContext, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { usePathTo } from '../../kit/access/PortalRoutesContext';
import { useInternalView } from '../../kit/access/useInternalView';
import { MessageDialog } from '../../kit/dialogs/MessageDialog';
import { ListPagination } from '../../kit/list/ListPagination';
import { useReadFailure } from '../../kit/snackbar/useReadFailure';
import { useSessionUser } from '../../session/SessionUserContext';
import { sheetFileName } from './cardRules';
import { SheetCardItem } from './SheetCardItem';
import { SheetChips } from './SheetChips';
import { SheetFilterPanel } from './SheetFilterPanel';
import { permanentFilter } from './sheetFilters';
import { SheetHistoryDialog } from './SheetHistoryDialog';
import { SheetSearchBar } from './SheetSearchBar';
import { SheetViewerDialog, type ViewedSheet } from './SheetViewerDialog';
import { CARDS_PER_PAGE, SHEETS_RESOURCE, type SheetCard, type SheetCategory } from './technicalSheets';
import { useFamilies, useSheetChoices } from './useSheetChoices';
import { useSheetFileJob } from './useSheetFileJob';
import { useSheetListFilter } from './useSheetListFilter';
import { useSheetUpload } from './useSheetUpload';

const TEXT = 'pages.fichaTecnica';
const NO_PAGE_SIZES: readonly number[] = [];

/** A failed page is told by the tab (useReadFailure), not by react-admin's notification. */
const QUERY_OPTIONS = { retry: false, refetchOnWindowFocus: false, onError: () => undefined } as const;

interface SheetTabProps {
  category: SheetCategory;
  supplierId: number;
}

/** A tab's cards, filters, uploads and dialogs, inside its list. */
function SheetTabView({ category, supplierId }: SheetTabProps) {
  const translate = useTranslate();
  const pathTo = usePathTo();
  const staff = useInternalView();
  const user = useSessionUser();
  const { data, isPending, error } = useListContext<SheetCard>();
  const failure = useReadFailure(error, translate(`${TEXT}.listFailure`));
  const list = useSheetListFilter();
  const choices = useSheetChoices(category, supplierId);
  const families = useFamilies(choices.groups.find((group) => group.id === list.filter.groupId));
  const { attachInput, ...upload } = useSheetUpload();
  const files = useSheetFileJob();
  const [viewed, setViewed] = useState<ViewedSheet | null>(null);
  const [history, setHistory] = useState<SheetCard | null>(null);

  const addButton =
    category === 'A' && user.isVisaoTok ? (
      <Button component={RouterLink} to={pathTo('adicionarFichaTecnica')} startIcon={<AddIcon />} variant="outlined">
        {translate(`${TEXT}.addAccessorySheet`)}
      </Button>
    ) : undefined;

  let cards;
  if (error) cards = failure ? <Typography role="alert" color="error" sx={{ py: 3, textAlign: 'center' }}>{failure}</Typography> : null;
  else if (isPending) cards = <LinearProgress />;
  else if (!data || data.length === 0) cards = <Typography sx={{ py: 3, textAlign: 'center' }}>{translate(`${TEXT}.empty`)}</Typography>;
  else {
    cards = (
      <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {data.map((card) => (
          <SheetCardItem
            key={card.id}
            card={card}
            staff={staff}
            busy={upload.sending || files.busy}
            onSend={upload.send}
            onView={(shown) => shown.fileKey && setViewed({ fileKey: shown.fileKey, fileName: sheetFileName(shown), title: translate(`${TEXT}.file.viewerTitle`, { alpha: shown.alpha }) })}
            onDownload={files.download}
            onPrint={files.print}
            onHistory={setHistory}
          />
        ))}
      </Stack>
    );
  }

  return (
    <>
      <SheetSearchBar
        filter={list.filter}
        onAlphaSearch={list.searchAlpha}
        statusSelect={category === 'P' && staff}
        onStatus={list.setStatus}
        actions={addButton}
        panel={(close) => (
          <SheetFilterPanel
            category={category}
            filter={list.filter}
            choices={choices}
            onClear={list.clear}
            onApply={(next) => {
              list.apply(next);
              close();
            }}
          />
        )}
      />
      <SheetChips filter={list.filter} choices={choices} families={families} onRemove={list.removeChip} />
      {upload.sending && <LinearProgress aria-label={translate(`${TEXT}.upload.sending`)} sx={{ my: 1 }} />}
      <Stack sx={{ mt: 2 }}>{cards}</Stack>
      <ListPagination rowsPerPageOptions={NO_PAGE_SIZES} arrows />
      <input
        ref={attachInput}
        type="file"
        accept=".pdf,application/pdf"
        hidden
        aria-label={translate(`${TEXT}.upload.fileInput`)}
        data-testid={`sheet-file-${category}`}
        onChange={upload.onFile}
      />
      <MessageDialog open={upload.done} title={translate(`${TEXT}.upload.doneTitle`)} text={translate(`${TEXT}.upload.doneText`)} onClose={upload.closeDone} />
      {viewed && <SheetViewerDialog sheet={viewed} onClose={() => setViewed(null)} />}
      {history && <SheetHistoryDialog card={history} onClose={() => setHistory(null)} />}
    </>
  );
}

/**
 * One tab (Acessórios or Móveis): a getList of `fichasTecnicas` for the category and supplier, 2 cards per page, its
 * filters and page in the list controller (not in the URL); a new tab or supplier mounts a new list, so the category
 * is read again.
 */
export function SheetTabPanel({ category, supplierId }: SheetTabProps) {
  const internalView = useInternalView();
  const filter = useMemo(() => permanentFilter(category, supplierId, internalView), [category, supplierId, internalView]);
  return (
    <ListBase resource={SHEETS_RESOURCE} filter={filter} perPage={CARDS_PER_PAGE} disableSyncWithLocation storeKey={false} queryOptions={QUERY_OPTIONS}>
      <SheetTabView category={category} supplierId={supplierId} />
    </ListBase>
  );
}
