import { Send } from 'lucide-react';
import { buttonClasses } from '../../components/ui/buttonClasses';
import { useHandoffTexts } from './useHandoffTexts';

/**
 * The assistant's offer under the conversation once a reply made it: a line on why, and the
 * button that opens the hand-over form.
 */
export function HandoffInvite({ ownerName, onOpen }: { ownerName: string; onOpen: () => void }) {
  const texts = useHandoffTexts();
  return (
    <div className="border-t border-contrast/10 bg-accent/5 px-4 py-3">
      <p className="text-xs leading-relaxed text-soft">{texts.offer(ownerName)}</p>
      <button
        type="button"
        onClick={onOpen}
        className={buttonClasses('primary', 'sm', 'mt-2 w-full')}
      >
        <Send aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        {texts.action(ownerName)}
      </button>
    </div>
  );
}
