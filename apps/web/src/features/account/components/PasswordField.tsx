import { Eye, EyeOff } from 'lucide-react';
import { type Ref, useState } from 'react';
import { Field, type FieldProps } from '../../../components/ui/Field';
import { t } from '../messages';

interface PasswordFieldProps extends Omit<FieldProps, 'type' | 'trailing'> {
  ref?: Ref<HTMLInputElement>;
}

/** A password input with a show/hide toggle; the toggle's pressed state says which is on. */
export function PasswordField({ ref, ...props }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <Field
      ref={ref}
      type={visible ? 'text' : 'password'}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      {...props}
      trailing={
        <button
          type="button"
          onClick={() => setVisible((shown) => !shown)}
          aria-pressed={visible}
          aria-label={t('password.show', { label: props.label.toLowerCase() })}
          title={visible ? t('password.hideTitle') : t('password.showTitle')}
          className="inline-flex size-10 items-center justify-center rounded-lg text-muted hover:text-fg"
        >
          {visible ? (
            <EyeOff aria-hidden="true" className="size-5" />
          ) : (
            <Eye aria-hidden="true" className="size-5" />
          )}
        </button>
      }
    />
  );
}
