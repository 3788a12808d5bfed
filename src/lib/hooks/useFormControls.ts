import { useId, type ChangeEvent, type FocusEvent } from 'react';
import { isPersonEvent } from '../spamSignals';

/**
 * The field plumbing the contact form and the chat's hand-over share: ids from one base, the
 * visitor's first touch of the form for the spam signals, and the props each text control takes.
 */
export function useFormControls<F extends string>({
  values,
  setValue,
  invalidField,
  markStarted,
  className,
}: {
  values: Readonly<Record<F, string>>;
  setValue: (field: F, value: string) => void;
  /** The field the error message is about: marked invalid and described by the message. */
  invalidField: F | null;
  /** Records the visitor's first touch of the form; later calls change nothing. */
  markStarted: () => void;
  /** The controls' classes. */
  className: string;
}) {
  const baseId = useId();
  /** The id of a part of the form: a field, the honeypot, the error message, a heading. */
  const idOf = (part: string) => `${baseId}-${part}`;
  const errorId = idOf('error');

  // Only a person's own focus, typing or autofill counts as touching the form, not a script's.
  const noteTouch = (event: FocusEvent | ChangeEvent) => {
    if (isPersonEvent(event.nativeEvent)) markStarted();
  };

  /**
   * The props every control shares: value binding and error wiring, and `describedBy` when the
   * control has a description of its own. No `maxLength`: the browser would silently cut a long
   * paste; the limits are checked on submit, with a message.
   */
  const controlProps = (field: F, describedBy?: string) => ({
    id: idOf(field),
    name: field,
    value: values[field],
    // Arabic or Hebrew typed here reads right to left, as it will in the owner's inbox.
    dir: 'auto',
    'aria-invalid': invalidField === field ? true : undefined,
    'aria-describedby':
      [invalidField === field ? errorId : '', describedBy ?? ''].filter(Boolean).join(' ') ||
      undefined,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      noteTouch(event);
      setValue(field, event.target.value);
    },
    className,
  });

  return { idOf, errorId, noteTouch, controlProps };
}
