import { adminTexts } from '../../../content/admin';
import type { ContactMessage } from '../api/types';

interface SelectBoxProps {
  message: ContactMessage;
  selected: boolean;
  /** Ticks or unticks the card; `range` when Shift was held (from the last tick to this one). */
  onSelect: (message: ContactMessage, on: boolean, range: boolean) => void;
}

/** A card's tick box for the bulk actions, named after the sender. */
export function SelectBox({ message, selected, onSelect }: SelectBoxProps) {
  return (
    <input
      type="checkbox"
      checked={selected}
      // React fires a checkbox's change from its click, so the click's Shift comes along.
      onChange={(event) =>
        onSelect(
          message,
          event.target.checked,
          (event.nativeEvent as Partial<MouseEvent>).shiftKey === true,
        )
      }
      aria-label={adminTexts.card.select(String(message.name))}
      className="me-1 size-4 shrink-0 cursor-pointer accent-accent"
    />
  );
}
