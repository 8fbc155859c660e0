import { HideModeMock } from './hide-mode-mock';
import { OverlayMock } from './overlay-mock';
import { SettingsMock } from './settings-mock';

/** The mock screenshot, the settings mock-up and the hide-mode confirmation of /angel (docs/product-rules.md 8.1). */
export function AngelMockups() {
  return (
    <section aria-labelledby="angel-inside" className="space-y-6">
      <h2 id="angel-inside" className="text-2xl font-bold text-slate-900 dark:text-white">
        A look inside Angel
      </h2>
      <figure className="space-y-2">
        <OverlayMock />
        <figcaption className="text-sm text-slate-600 dark:text-slate-300">
          Answers appear beside your call, and the panel stays out of what you share.
        </figcaption>
      </figure>
      <div className="grid gap-6 md:grid-cols-2">
        <figure className="space-y-2">
          <SettingsMock />
          <figcaption className="text-sm text-slate-600 dark:text-slate-300">
            Settings: hide options, opacity and shortcuts.
          </figcaption>
        </figure>
        <figure className="space-y-2">
          <HideModeMock />
          <figcaption className="text-sm text-slate-600 dark:text-slate-300">
            Hide mode asks once, then keeps Angel off your screen share.
          </figcaption>
        </figure>
      </div>
    </section>
  );
}
