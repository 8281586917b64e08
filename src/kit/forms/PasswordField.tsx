import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useState } from 'react';
import { kitText } from '../kitText';
import { TextInput, type TextInputProps } from './TextInput';

/** A password input with the show/hide toggle (login and profile). Standalone: no react-admin, no MUI Select. */
export function PasswordField(props: Omit<TextInputProps, 'type' | 'endAdornment'>) {
  const [shown, setShown] = useState(false);
  const toggle = kitText(shown ? 'password.hide' : 'password.show');
  return (
    <TextInput
      {...props}
      type={shown ? 'text' : 'password'}
      endAdornment={
        <InputAdornment position="end">
          <IconButton aria-label={toggle} title={toggle} onClick={() => setShown((value) => !value)} edge="end">
            {shown ? <VisibilityOff /> : <Visibility />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
}
