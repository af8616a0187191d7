import {
  PasswordInput,
  TextInput,
  type PasswordInputProps,
  type TextInputProps,
} from '@mantine/core';
import { STOREFRONT_TEXTS } from '@/lib/storefront-texts';

const TEXTS = STOREFRONT_TEXTS.account.auth;

/** The form's props for a field (`form.getInputProps(name)`). */
type FieldProps = Omit<TextInputProps, 'label' | 'placeholder'>;

/** The username field of sign-in and sign-up. */
export function UsernameField(props: FieldProps) {
  return (
    <TextInput
      label={TEXTS.username}
      placeholder={TEXTS.usernamePlaceholder}
      autoComplete="username"
      withAsterisk
      {...props}
    />
  );
}

/** The password field: `autoComplete` tells a password manager to fill it in or to make one. */
export function PasswordField(
  props: Omit<PasswordInputProps, 'label' | 'placeholder'> & {
    autoComplete: 'current-password' | 'new-password';
  },
) {
  return (
    <PasswordInput
      label={TEXTS.password}
      placeholder={TEXTS.passwordPlaceholder}
      withAsterisk
      {...props}
    />
  );
}
