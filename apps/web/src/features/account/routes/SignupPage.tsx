import { zodResolver } from '@hookform/resolvers/zod';
import { signupBodySchema } from '@stamp/shared/schemas/account';
import { PASSWORD_MIN_LENGTH } from '@stamp/shared/schemas/fields';
import { useForm } from 'react-hook-form';
import { Link, Navigate } from 'react-router';
import type { z } from 'zod';
import { Button } from '../../../components/ui/Button';
import { Field } from '../../../components/ui/Field';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../hooks/use-page-title';
import { toast } from '../../../lib/toast';
import { useUser } from '../../../lib/user';
import { useSignup } from '../api/signup';
import { AuthCard } from '../components/AuthCard';
import { FormAlert } from '../components/FormAlert';
import { PasswordField } from '../components/PasswordField';
import { useAuthOrigin } from '../hooks/use-auth-origin';
import { errorMessage, showFieldErrors } from '../utils/server-errors';

type SignupForm = z.input<typeof signupBodySchema>;
const FIELDS = ['name', 'email', 'phoneNumber', 'password'] as const;

export function SignupPage({ onSignedIn }: { onSignedIn: () => Promise<unknown> }) {
  usePageTitle('Sign up');
  const { isLoggedIn } = useUser();
  const origin = useAuthOrigin();
  const signup = useSignup();
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<SignupForm, unknown, z.output<typeof signupBodySchema>>({
    resolver: zodResolver(signupBodySchema),
    defaultValues: { name: '', email: '', phoneNumber: '', password: '' },
  });

  // Spec §2: on success go to / (or back to where the visitor came from, with its action).
  if (isLoggedIn) return <Navigate to={origin.to} state={origin.state} replace />;

  const onSubmit = handleSubmit((body) => {
    signup.mutate(body, {
      onSuccess: (result) => {
        toast.success(result.message ?? 'Account created successfully');
        // The app's follow-up (a logo picked before logging in joins the brand kit); should it
        // fail, the editor (or the download that needs it) tries again.
        onSignedIn().catch(() => undefined);
      },
      onError: (error) => {
        const message = errorMessage(error, 'Signup failed');
        if (!showFieldErrors(error, setError, FIELDS)) setError('root.server', { message });
        toast.error(message);
      },
    });
  });

  return (
    <AuthCard
      title="Create your account"
      subtitle="Free to join: personalise any creative with your logo and download it today."
      footer={
        <>
          Already have an account?{' '}
          <Link
            to={paths.login}
            state={origin.forward}
            className="font-semibold text-accent hover:underline"
          >
            Login
          </Link>
        </>
      }
    >
      <form
        noValidate
        onSubmit={(event) => {
          // Spec §4: the error is cleared on each submit.
          clearErrors('root');
          void onSubmit(event);
        }}
        className="flex flex-col gap-5"
      >
        <Field
          label="Full Name"
          autoComplete="name"
          autoCapitalize="words"
          placeholder="Priya Sharma"
          autoFocus
          error={errors.name?.message}
          {...register('name')}
        />
        <Field
          label="Email Address"
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="you@business.com"
          error={errors.email?.message}
          {...register('email')}
        />
        <Field
          label="Phone Number"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="98765 43210"
          hint="10-digit mobile number; we add +91 if you leave it out"
          error={errors.phoneNumber?.message}
          {...register('phoneNumber')}
        />
        <PasswordField
          label="Password"
          autoComplete="new-password"
          hint={`At least ${PASSWORD_MIN_LENGTH} characters`}
          error={errors.password?.message}
          {...register('password')}
        />

        <FormAlert>{errors.root?.server?.message}</FormAlert>

        <Button type="submit" size="lg" busy={signup.isPending} className="w-full">
          {signup.isPending ? 'Creating Account...' : 'Create Account'}
        </Button>
        <p className="text-center text-xs text-muted">
          By creating an account you agree to our{' '}
          <Link to={paths.terms} className="underline hover:text-accent">
            Terms and Conditions
          </Link>{' '}
          and{' '}
          <Link to={paths.privacy} className="underline hover:text-accent">
            Privacy Policy
          </Link>
          .
        </p>
      </form>
    </AuthCard>
  );
}
