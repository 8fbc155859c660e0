import { Apple, Download, Monitor, type LucideIcon } from 'lucide-react';
import { Button, buttonClass } from '@/components/ui/button';
import { CopyButton } from '@/components/ui/copy-button';
import type { HumanKeysDownloads } from '@/config/downloads';

/** macOS flags downloaded apps; unsigned ones refuse to open until the flag is removed. */
export function quarantineCommand(appPath: string): string {
  return `xattr -cr "${appPath}"`;
}

/**
 * Only rendered for visitors with access (docs/product-rules.md 9.1). An installer not configured
 * has a disabled button that says so (docs/product-rules.md 9.2).
 */
export function HumanKeyDownloads({ downloads }: { downloads: HumanKeysDownloads }) {
  const links: { label: string; unavailable: string; href: string | null; icon: LucideIcon }[] = [
    {
      label: 'Download for Windows',
      unavailable: 'Windows download not available yet',
      href: downloads.windows,
      icon: Monitor,
    },
    {
      label: 'Download for macOS (Intel)',
      unavailable: 'macOS (Intel) download not available yet',
      href: downloads.macIntel,
      icon: Apple,
    },
    {
      label: 'Download for macOS (Apple Silicon)',
      unavailable: 'macOS (Apple Silicon) download not available yet',
      href: downloads.macAppleSilicon,
      icon: Apple,
    },
  ];
  const buttonLook = 'h-auto min-h-12 w-full py-2 text-center';
  const command = quarantineCommand(downloads.macAppPath);
  return (
    <section aria-labelledby="hk-downloads" className="space-y-5">
      <h2 id="hk-downloads" className="text-xl font-bold text-slate-900 dark:text-white">
        Download Human Keys
      </h2>
      <ul className="grid gap-3 sm:grid-cols-3">
        {links.map(({ label, unavailable, href, icon: Icon }) => (
          <li key={label}>
            {href ? (
              <a
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonClass('outline', 'lg', buttonLook)}
              >
                <Icon aria-hidden="true" className="h-5 w-5 shrink-0" />
                {label}
                <Download aria-hidden="true" className="h-4 w-4 shrink-0" />
              </a>
            ) : (
              <Button variant="secondary" size="lg" disabled className={buttonLook}>
                <Icon aria-hidden="true" className="h-5 w-5 shrink-0" />
                {unavailable}
              </Button>
            )}
          </li>
        ))}
      </ul>
      <div className="space-y-2">
        <h3 className="font-semibold text-slate-900 dark:text-white">macOS: allow the app to open</h3>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          After moving Human Keys to Applications, open Terminal and run this command once to remove the
          quarantine flag macOS puts on downloaded apps:
        </p>
        <div className="flex flex-col gap-2 rounded-xl bg-slate-900 p-3 sm:flex-row sm:items-center dark:bg-black">
          <pre className="min-w-0 flex-1 overflow-x-auto text-sm text-emerald-300">
            <code data-testid="quarantine-command">{command}</code>
          </pre>
          <CopyButton text={command} variant="secondary" className="self-end sm:self-auto" />
        </div>
      </div>
    </section>
  );
}
