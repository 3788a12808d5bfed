import { Download } from 'lucide-react';
import { Button } from '../../../components/ui/Button';
import { useState } from 'react';
import { adminTexts } from '../../../content/admin';
import type { Folder, LeadFilters, MessageFilter } from '../api/types';
import { download, messagesAsCsv } from './exportCsv';

interface ExportButtonProps {
  folder: Folder;
  filter: MessageFilter;
  search: string;
  leads: LeadFilters;
  /** Says what went wrong, in the inbox's red box. */
  onError: (message: string) => void;
}

/**
 * 'Export CSV': what the inbox shows now (folder, filter, search and lead filters), every page of
 * it.
 */
export function ExportButton({ folder, filter, search, leads, onError }: ExportButtonProps) {
  const [busy, setBusy] = useState(false);

  const exportCsv = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const blob = await messagesAsCsv({ ...leads, folder, filter, ...(search ? { search } : {}) });
      download(blob, `messages-${folder}-${new Date().toISOString().slice(0, 10)}.csv`);
    } catch (error) {
      onError((error as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      variant="secondary"
      size="sm"
      onClick={exportCsv}
      loading={busy}
      icon={<Download aria-hidden="true" className="size-4" />}
    >
      {adminTexts.exportCsv}
    </Button>
  );
}
