import { type FormEvent, useId, useRef } from 'react';
import { saveDeveloperSettings, useDeveloperSettings } from '../lib/platform/developer-settings';
import { showToast } from '../lib/platform/toast';

/** A small dialog for the client-only developer settings; opened from the footer. */
export function DeveloperSettingsPanel() {
  const settings = useDeveloperSettings();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const country = String(form.get('spoofedCountry') ?? '')
      .trim()
      .toUpperCase();
    saveDeveloperSettings({
      censorImages: form.get('censorImages') === 'on',
      spoofedCountry: /^[A-Z]{2}$/.test(country) ? country : null,
    });
    dialog.current?.close();
    void showToast('Developer settings saved', undefined, 'success');
  }

  return (
    <>
      <button
        type="button"
        className="underline-offset-4 hover:underline"
        onClick={() => dialog.current?.showModal()}
      >
        Developer settings
      </button>
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        className="m-auto w-[min(24rem,calc(100vw-2rem))] rounded-lg border border-zinc-700 bg-zinc-900 p-6 text-zinc-100 backdrop:bg-black/60"
      >
        <form
          key={JSON.stringify(settings)}
          method="dialog"
          onSubmit={onSubmit}
          className="flex flex-col gap-4"
        >
          <h2 id={titleId} className="font-semibold text-lg">
            Developer settings
          </h2>
          <label className="flex items-center gap-2">
            <input type="checkbox" name="censorImages" defaultChecked={settings.censorImages} />
            Censor images
          </label>
          <label className="flex flex-col gap-1">
            Spoofed country (two letters, empty for the real one)
            <input
              name="spoofedCountry"
              defaultValue={settings.spoofedCountry ?? ''}
              maxLength={2}
              autoComplete="off"
              className="rounded border border-zinc-600 bg-zinc-950 px-2 py-1 uppercase"
            />
          </label>
          <div className="flex justify-end gap-2">
            <button
              type="button"
              className="btn btn-outline"
              onClick={() => dialog.current?.close()}
            >
              Cancel
            </button>
            <button type="submit" className="btn btn-solid">
              Save
            </button>
          </div>
        </form>
      </dialog>
    </>
  );
}
