import { loadPlaySettings } from '@kyu/core/play';
import { useEffect } from 'preact/hooks';
import { AvatarForm } from './avatar-form';
import { NameForm } from './name-form';
import { PlaySettingsForm } from './play-settings-form';

/** /student/profile: name, picture, theme, music, league visibility and pseudonym. */
export function StudentProfilePage() {
  useEffect(() => void loadPlaySettings(), []);
  return (
    <>
      <h1>Your profile</h1>
      <div class="profile-grid">
        <NameForm />
        <AvatarForm />
        <PlaySettingsForm />
      </div>
    </>
  );
}
