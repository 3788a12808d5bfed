import { Download, Loader2 } from 'lucide-react';
import { useState } from 'react';
import type { Folder, MessageFilter } from './api/types';
import { download, messagesAsCsv } from './exportCsv';

interface ExportButtonProps {
  folder: Folder;
  filter: MessageFilter;
  search: string;
  /** Says what went wrong, in the inbox's red box. */
  onError: (message: string) => void;
}

/** 'Export CSV': what the inbox shows now (folder, filter and search), every page of it. */
export function ExportButton({ folder, filter, search, onError }: ExportButtonProps) {
  const [busy, setBusy] = useState(false);

  const exportCsv = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const blob = await messagesAsCsv({ folder, filter, ...(search ? { search } : {}) });
      download(blob, `messages-${folder}-${new Date().toISOString().slice(0, 10)}.csv`);
    } catch (error) {
      onError((error as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    // aria-disabled, not disabled, while it works: keyboard focus stays on the button.
    <button
      type="button"
      onClick={exportCsv}
      aria-disabled={busy || undefined}
      className="inline-flex min-h-10 items-center gap-2 rounded-full border border-white/15 bg-white/5 px-4 py-2 text-sm font-semibold text-white transition hover:border-cyan-300/60 hover:bg-white/10 aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
    >
      {busy ? (
        <Loader2 aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
      ) : (
        <Download aria-hidden="true" className="size-4" />
      )}
      Export CSV
    </button>
  );
}
