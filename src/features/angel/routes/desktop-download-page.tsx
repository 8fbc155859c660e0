import { BuildingNote, PageShell } from '@/components/layout/page-shell';

export function DesktopDownloadPage() {
  return (
    <PageShell title="Angel AI for Desktop" intro="Download the desktop app for Windows, macOS or Linux.">
      <BuildingNote>The download page is being built.</BuildingNote>
    </PageShell>
  );
}
