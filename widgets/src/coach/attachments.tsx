/** The most files one question may carry, and what the server reads (images, PDF, text). */
export const MAX_FILES = 3;
const ACCEPT = 'image/png,image/jpeg,image/webp,application/pdf,text/plain,text/markdown,.md,.txt';

/** "Attach" opens the file picker; each chosen file is listed with a button that removes it. */
export function Attachments({
  id,
  files,
  onChange,
}: {
  id: string;
  files: readonly File[];
  onChange: (files: File[]) => void;
}) {
  return (
    <div class="kyu-files">
      <input
        id={id}
        class="kyu-sr"
        type="file"
        multiple
        accept={ACCEPT}
        disabled={files.length >= MAX_FILES}
        onChange={(e) => {
          const picked = [...(e.currentTarget.files ?? [])];
          e.currentTarget.value = '';
          onChange([...files, ...picked].slice(0, MAX_FILES));
        }}
      />
      <label for={id} class="kyu-attach">
        Attach a file
      </label>
      {files.map((file, i) => (
        <span class="kyu-file" key={`${file.name}-${i}`}>
          {file.name}
          <button
            type="button"
            aria-label={`Remove ${file.name}`}
            onClick={() => onChange(files.filter((_, j) => j !== i))}
          >
            ×
          </button>
        </span>
      ))}
    </div>
  );
}
