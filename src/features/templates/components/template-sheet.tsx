import { useState } from 'react';
import { Sheet } from '@/components/ui/sheet';
import { TabList, tabPanelProps, type TabItem } from '@/components/ui/tabs';
import type { CustomUpload } from '../hooks/use-custom-upload';
import { CustomTemplateUpload } from './custom-template-upload';
import { TemplateGallery } from './template-gallery';

type SheetTab = 'choose' | 'upload';
const TABS: TabItem<SheetTab>[] = [
  { key: 'choose', label: 'Choose Template' },
  { key: 'upload', label: 'Upload Your Own Template' },
];
const ID = 'template-sheet';

/** Mounted only while the sheet is open, so it opens on the tab of the current mode. */
function SheetBody({
  initialTab,
  selectedId,
  onSelect,
  upload,
}: {
  initialTab: SheetTab;
  selectedId: string | null;
  onSelect: (id: string) => void;
  upload: CustomUpload;
}) {
  const [tab, setTab] = useState<SheetTab>(initialTab);
  return (
    <div className="flex flex-col gap-4">
      <TabList
        items={TABS}
        value={tab}
        onChange={setTab}
        idPrefix={ID}
        label="Template source"
        className="flex-wrap"
      />
      <div {...tabPanelProps(ID, tab)} className="focus-visible:outline-2 focus-visible:outline-indigo-500">
        {tab === 'choose' ? (
          <TemplateGallery selectedId={selectedId} onSelect={onSelect} />
        ) : (
          <CustomTemplateUpload upload={upload} />
        )}
      </div>
    </div>
  );
}

/** The template chooser as a bottom sheet (docs/product-rules.md 4.2). */
export function TemplateSheet({
  open,
  onClose,
  mode,
  selectedId,
  onSelect,
  upload,
}: {
  open: boolean;
  onClose: () => void;
  mode: 'preset' | 'custom';
  selectedId: string | null;
  onSelect: (id: string) => void;
  upload: CustomUpload;
}) {
  return (
    <Sheet open={open} onClose={onClose} title="Select a Template">
      <SheetBody
        initialTab={mode === 'custom' ? 'upload' : 'choose'}
        selectedId={mode === 'preset' ? selectedId : null}
        onSelect={onSelect}
        upload={upload}
      />
    </Sheet>
  );
}
