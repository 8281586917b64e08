import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';

/** A step of the trail: a link when it has `to`; the last step is the current page. */
export interface Crumb {
  label: string;
  to?: string;
}

/** 'Início > …': the trail from the home screen to the current page (labels already translated). */
export function PageBreadcrumbs({ trail }: { trail: readonly Crumb[] }) {
  const translate = useTranslate();
  const steps: Crumb[] = [{ label: translate('kit.breadcrumbs.home'), to: '/' }, ...trail];
  return (
    <Breadcrumbs aria-label={translate('kit.breadcrumbs.label')} separator=">" sx={{ mt: 1 }}>
      {steps.map((step, index) =>
        step.to && index < steps.length - 1 ? (
          <Link key={step.label} component={RouterLink} to={step.to} underline="hover" color="inherit">
            {step.label}
          </Link>
        ) : (
          <Typography key={step.label} color="text.primary" aria-current="page">
            {step.label}
          </Typography>
        ),
      )}
    </Breadcrumbs>
  );
}
