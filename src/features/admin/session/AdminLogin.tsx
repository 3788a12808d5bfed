import { LockKeyhole } from 'lucide-react';
import { Button } from '../../../components/ui/Button';
import { useId, useRef, useState, type FormEvent } from 'react';
import { ErrorBox } from '../../../components/ui/ErrorBox';
import { adminTexts } from '../../../content/admin';

interface AdminLoginProps {
  /** Resolves when signed in; rejects with the Error to show. */
  onSignIn: (password: string) => Promise<void>;
}

/**
 * 'Admin Login': one password field, checked by the backend. An empty field or a wrong password
 * says 'Invalid password' and marks the field; any other failure (no connection) says so without
 * blaming the field.
 */
export function AdminLogin({ onSignIn }: AdminLoginProps) {
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** Counts failures, so the same error text is announced again on each one. */
  const [attempt, setAttempt] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const passwordId = useId();
  const errorId = useId();

  /** Shows the error and puts the cursor back in the field, its text selected to retype. */
  const fail = (message: string) => {
    setAttempt((count) => count + 1);
    setError(message);
    inputRef.current?.focus();
    inputRef.current?.select();
  };

  const texts = adminTexts.login;
  const invalidPassword = adminTexts.errors.invalidPassword;

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setError(null);
    if (password === '') return fail(invalidPassword);
    setPending(true);
    try {
      await onSignIn(password);
      // Signed in: this form unmounts, so no state is set after this point.
    } catch (signInError) {
      setPending(false);
      fail(signInError instanceof Error ? signInError.message : invalidPassword);
    }
  };

  /** Only a wrong password is the field's fault; a connection problem is not. */
  const invalid = error === invalidPassword;

  return (
    <section className="mx-auto w-full max-w-sm rounded-2xl border border-contrast/10 bg-panel/80 p-7 shadow-xl shadow-shade/30 sm:p-8">
      <span className="mx-auto flex size-12 items-center justify-center rounded-xl bg-gradient-to-br from-brand-primary/20 to-brand-secondary/20 text-accent ring-1 ring-contrast/10">
        <LockKeyhole aria-hidden="true" className="size-6" />
      </span>
      <h1 className="mt-5 text-center text-2xl font-bold tracking-tight">{texts.heading}</h1>
      <form noValidate onSubmit={handleSubmit} aria-busy={pending} className="mt-7 space-y-5">
        <div>
          <label htmlFor={passwordId} className="text-sm font-medium text-soft">
            {texts.password}
          </label>
          <input
            ref={inputRef}
            id={passwordId}
            name="password"
            type="password"
            required
            autoFocus
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            aria-invalid={invalid || undefined}
            aria-describedby={error ? errorId : undefined}
            className="mt-2 block w-full rounded-xl border border-contrast/10 bg-canvas/60 px-4 py-3 text-base text-strong transition hover:border-contrast/20 focus:border-accent focus:ring-2 focus:ring-accent/30 focus:outline-hidden aria-invalid:border-danger/70 sm:text-sm"
          />
        </div>
        {error && (
          <div key={attempt} id={errorId}>
            <ErrorBox message={error} />
          </div>
        )}
        <Button type="submit" size="lg" disabled={pending} loading={pending} className="w-full">
          {texts.submit}
        </Button>
      </form>
    </section>
  );
}
