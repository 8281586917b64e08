import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { DateField } from '../../kit/dates/DateField';
import { formatNumber } from '../../i18n/format';
import { maskCnpj } from '../../kit/validators/brDocuments';
import { amountOfCents, centsOf, type ProfileDraft, type ProfileField, type Problems } from './registrationRules';
import { COMPANY_SIZES, COMPANY_TYPES, RISK_CLASSES, TAX_STATUSES } from './supplementaryRegistration';

const P = 'pages.supplementaryRegistration';
const GRID = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' } } as const;

interface GeneralInfoFieldsProps {
  profile: ProfileDraft;
  problems: Problems<ProfileField>;
  change: <F extends ProfileField>(field: F, value: ProfileDraft[F]) => void;
  touch: (field: ProfileField) => void;
}

/** The general information (spec part 3, sections 3 and 5): CNPJ, the four choices, the three amounts in BRL, minimum signatures and constitution date. */
export function GeneralInfoFields({ profile, problems, change, touch }: GeneralInfoFieldsProps) {
  const translate = useTranslate();
  const problem = (field: ProfileField) => (problems[field] ? translate(`${P}.problems.${problems[field]}`) : undefined);
  const common = (field: ProfileField) => ({
    name: field,
    label: translate(`${P}.${field}`),
    error: Boolean(problems[field]),
    helperText: problem(field) ?? ' ',
    onBlur: () => touch(field),
    required: true,
    fullWidth: true,
    size: 'small' as const,
  });

  const choice = <F extends 'riskClass' | 'companyType' | 'companySize' | 'taxStatus'>(field: F, values: readonly NonNullable<ProfileDraft[F]>[], label: (value: NonNullable<ProfileDraft[F]>) => string) => (
    <TextField select {...common(field)} value={profile[field]} onChange={(event) => change(field, (event.target.value === '' ? '' : (values.find((value) => String(value) === event.target.value) ?? '')) as ProfileDraft[F])}>
      {values.map((value) => (
        <MenuItem key={String(value)} value={String(value)}>
          {label(value)}
        </MenuItem>
      ))}
    </TextField>
  );

  const money = (field: 'annualBilling' | 'creditLimit' | 'socialCapital') => (
    <TextField
      {...common(field)}
      value={profile[field] === '' ? '' : formatNumber(amountOfCents(profile[field]), 2)}
      onChange={(event) => change(field, centsOf(event.target.value))}
      slotProps={{ htmlInput: { inputMode: 'numeric' }, input: { startAdornment: <InputAdornment position="start">R$</InputAdornment> } }}
    />
  );

  return (
    <Box component="section" aria-labelledby="registration-general">
      <Typography id="registration-general" component="h2" variant="h6" sx={{ mb: 2 }}>
        {translate(`${P}.generalInfo`)}
      </Typography>
      <Box sx={GRID}>
        <TextField {...common('cnpj')} value={profile.cnpj} onChange={(event) => change('cnpj', maskCnpj(event.target.value))} slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
        {choice('riskClass', RISK_CLASSES, (value) => value)}
        {choice('companyType', COMPANY_TYPES, (value) => `${value} - ${translate(`${P}.companyTypes.${value}`)}`)}
        {choice('companySize', COMPANY_SIZES, (value) => `${value} - ${translate(`${P}.companySizes.${value}`)}`)}
        {choice('taxStatus', TAX_STATUSES, (value) => `${value} - ${translate(`${P}.taxStatuses.${value}`)}`)}
        {money('annualBilling')}
        {money('creditLimit')}
        {money('socialCapital')}
        <TextField
          {...common('minApprovalSignatures')}
          value={profile.minApprovalSignatures}
          onChange={(event) => change('minApprovalSignatures', event.target.value.replace(/[^\d-]/g, ''))}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
        />
        <Box onBlur={() => touch('constitutionDate')}>
          <DateField
            name="constitutionDate"
            label={translate(`${P}.constitutionDate`)}
            value={profile.constitutionDate}
            onChange={(date) => change('constitutionDate', date)}
            error={problem('constitutionDate')}
            required
          />
        </Box>
      </Box>
    </Box>
  );
}
