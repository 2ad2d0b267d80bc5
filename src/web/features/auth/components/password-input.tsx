import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../../components/ui/icon-button';
import { Input, type InputProps } from '../../../components/ui/input';

/** A password field with a show/hide toggle (typing mistakes are the main reason sign-ins fail). */
export function PasswordInput(props: Omit<InputProps, 'type' | 'trailing'>) {
  const { t } = useTranslation('auth');
  const [isVisible, setIsVisible] = useState(false);
  return (
    <Input
      {...props}
      type={isVisible ? 'text' : 'password'}
      trailing={
        <IconButton
          size="sm"
          label={isVisible ? t('fields.hidePassword') : t('fields.showPassword')}
          aria-pressed={isVisible}
          icon={isVisible ? <EyeOff /> : <Eye />}
          onClick={() => setIsVisible((visible) => !visible)}
        />
      }
    />
  );
}
