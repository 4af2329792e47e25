import { useStore } from '@nanostores/preact';
import { $brand, themesEnabled } from '@kyu/core/branding';
import { LEAGUE_PSEUDONYMS } from '@kyu/core/constants';
import type { PlaySettingsUpdate } from '@kyu/core/contract';
import { $playSettings, $playSettingsError, updatePlaySettings } from '@kyu/core/play';
import { $playMusic } from '@kyu/core/preferences';
import { $theme, THEMES } from '@kyu/core/themes';
import { useState } from 'preact/hooks';

/**
 * Play settings, each saved as it changes: the theme (on the brands that have themes), music,
 * whether the student takes part in leagues, and the pseudonym others see.
 */
export function PlaySettingsForm() {
  const settings = useStore($playSettings);
  const error = useStore($playSettingsError);
  const brand = useStore($brand);
  const theme = useStore($theme);
  const music = useStore($playMusic);
  const [saved, setSaved] = useState<string | null>(null);

  const save = async (update: PlaySettingsUpdate, what: string) => {
    setSaved(null);
    if (await updatePlaySettings(update)) setSaved(`${what} saved.`);
  };

  return (
    <form class="card form" onSubmit={(e) => e.preventDefault()} aria-labelledby="profile-play">
      <h2 id="profile-play">Play</h2>
      {themesEnabled(brand) && settings && (
        <fieldset>
          <legend>Theme</legend>
          {THEMES.map((t) => (
            <label key={t.id} class="choice">
              <input
                type="radio"
                name="theme"
                checked={theme.id === t.id}
                onChange={() => void save({ theme_id: t.id }, 'Theme')}
              />
              {t.name}
            </label>
          ))}
        </fieldset>
      )}
      <label class="choice">
        <input
          type="checkbox"
          checked={music}
          onChange={(e) => $playMusic.set(e.currentTarget.checked)}
        />
        Play music
      </label>
      {settings && (
        <>
          <label class="choice">
            <input
              type="checkbox"
              checked={settings.league_visible && !settings.leagues_blocked}
              disabled={settings.leagues_blocked}
              aria-describedby={settings.leagues_blocked ? 'leagues-blocked' : undefined}
              onChange={(e) =>
                void save({ league_visible: e.currentTarget.checked }, 'League choice')
              }
            />
            Take part in weekly leagues
          </label>
          {settings.leagues_blocked && (
            <p id="leagues-blocked" class="muted">
              Your school or parent has turned leagues off for you.
            </p>
          )}
          <label>
            The name others see in leagues
            <select
              name="pseudonym"
              value={settings.pseudonym}
              onChange={(e) => void save({ pseudonym: e.currentTarget.value }, 'Name')}
            >
              {LEAGUE_PSEUDONYMS.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </label>
        </>
      )}
      {error && <p role="alert">{error}</p>}
      {saved && <p role="status">{saved}</p>}
    </form>
  );
}
