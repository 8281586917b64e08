import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { SupplierAutocomplete } from '../../kit/filters/SupplierAutocomplete';
import { usePageTitle } from '../../kit/page/usePageTitle';
import { SheetTabPanel } from './SheetTabPanel';
import type { SheetCategory } from './technicalSheets';
import { useSheetTabs } from './useSheetTabs';

const TEXT = 'pages.fichaTecnica';

/**
 * Technical sheets (/qualidade; spec part 3, section 2): the tabs 'Acessórios' and 'Móveis' of the supplier's
 * categories, each with its cards. Staff pick the supplier first ('Selecione o fornecedor').
 */
export function FichaTecnicaPage() {
  const translate = useTranslate();
  const title = translate(`${TEXT}.title`);
  usePageTitle(title, translate(`${TEXT}.browserTitle`));
  const tabs = useSheetTabs(translate(`${TEXT}.categoriesFailure`));

  const badged = (category: SheetCategory) => category === 'P' && tabs.pendingFurniture > 0;
  // The tab's own name carries the count: the badge's number is not read out on its own.
  const name = (category: SheetCategory) => {
    const text = translate(`${TEXT}.tabs.${category}`);
    return badged(category) ? `${text}, ${translate(`${TEXT}.tabs.pendingBadge`, { smart_count: tabs.pendingFurniture })}` : undefined;
  };
  const label = (category: SheetCategory) => {
    const text = translate(`${TEXT}.tabs.${category}`);
    if (!badged(category)) return text;
    return (
      <Badge
        color="error"
        badgeContent={tabs.pendingFurniture}
        max={999}
        // In line after the text: a corner badge is clipped by the tab.
        sx={{ alignItems: 'center', gap: 1, '& .MuiBadge-badge': { position: 'static', transform: 'none' } }}
      >
        {text}
        {/* A space before the count, so that the visible label ('Móveis 14') is words of the tab's name. */}
        {' '}
      </Badge>
    );
  };

  let content;
  if (tabs.supplierId === undefined) {
    content = (
      <Typography role="status" color="text.secondary" sx={{ p: 2, textAlign: 'center' }}>
        {translate(`${TEXT}.selectSupplier`)}
      </Typography>
    );
  } else if (tabs.loading) content = <LinearProgress />;
  else if (tabs.failure) content = <Typography role="alert" color="error">{tabs.failure}</Typography>;
  else if (tabs.current === undefined) content = <Typography>{translate(`${TEXT}.noCategories`)}</Typography>;
  else {
    content = (
      <Card sx={{ contain: 'inline-size' }}>
        <Tabs value={tabs.current} onChange={(_event, category: SheetCategory) => tabs.choose(category)} variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile>
          {tabs.categories.map((category) => (
            <Tab key={category} value={category} label={label(category)} aria-label={name(category)} />
          ))}
        </Tabs>
        <CardContent>
          <SheetTabPanel key={`${tabs.supplierId}-${tabs.current}`} category={tabs.current} supplierId={tabs.supplierId} />
        </CardContent>
      </Card>
    );
  }

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, minWidth: 0, maxWidth: '100%' }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {title}
      </Typography>
      {tabs.internalView && (
        <Box sx={{ maxWidth: 480, mb: 2 }}>
          <SupplierAutocomplete value={tabs.picked} onChange={tabs.pick} label={translate(`${TEXT}.supplier`)} />
        </Box>
      )}
      {content}
    </Box>
  );
}
