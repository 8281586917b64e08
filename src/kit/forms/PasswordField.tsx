import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useState } from 'react';
import { kitText } from '../kitText';

/** A password input with the show/hide toggle (login and profile). Standalone: no react-admin. */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'slotProps'>) {
  const [shown, setShown] = useState(false);
  const toggle = kitText(shown ? 'password.hide' : 'password.show');
  return (
    <TextField
      {...props}
      type={shown ? 'text' : 'password'}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton aria-label={toggle} title={toggle} onClick={() => setShown((value) => !value)} edge="end">
                {shown ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
