import { useStore } from '@nanostores/preact';
import { problemMessage } from '@kyu/core/api';
import { $user, uploadProfilePic } from '@kyu/core/session';
import { useState } from 'preact/hooks';

/**
 * The student's picture: a file sent as it is to `PATCH /users/{id}/profile-pic`. The server
 * checks the bytes and the size; its refusal (not an image, too large) shows, the old picture
 * staying.
 */
export function AvatarForm() {
  const user = useStore($user);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);

  const submit = async (event: Event) => {
    event.preventDefault();
    if (!file) return;
    setBusy(true);
    try {
      await uploadProfilePic(file);
      setStatus({ ok: true, text: 'Your new picture is saved.' });
    } catch (error) {
      setStatus({ ok: false, text: problemMessage(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form class="card form" onSubmit={submit} aria-labelledby="profile-picture">
      <h2 id="profile-picture">Your picture</h2>
      {user?.profile_pic_url ? (
        <img class="avatar" src={user.profile_pic_url} alt="Your picture" width={96} height={96} />
      ) : (
        <p class="muted">No picture yet.</p>
      )}
      <label>
        Choose a picture (PNG, JPEG or WebP, up to 2 MB)
        <input
          type="file"
          name="file"
          accept="image/png,image/jpeg,image/webp"
          onChange={(e) => setFile(e.currentTarget.files?.[0] ?? null)}
        />
      </label>
      {status && <p role={status.ok ? 'status' : 'alert'}>{status.text}</p>}
      <button type="submit" class="button primary" disabled={!file || busy}>
        {busy ? 'Uploading…' : 'Upload picture'}
      </button>
    </form>
  );
}
