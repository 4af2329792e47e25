import { ImageField, ImageInput, Labeled, useNotify, useRecordContext } from 'react-admin';
import { IMAGE_ACCEPT, IMAGE_MAX_BYTES, type ImageSlot } from './slots';

interface Rejection {
  file: File;
  errors: readonly { code: string }[];
}

const rejectionText = ({ file, errors }: Rejection) =>
  errors.some((e) => e.code === 'file-too-large')
    ? `${file.name} is larger than 2 MB.`
    : `${file.name} is not a PNG, JPEG or WebP image.`;

/**
 * One image slot of a school: the image it has now, and a drop zone for a new one. The picked
 * file waits in `uploads.<slot>` and is uploaded after the school is saved (see school-data).
 */
export const ImageSlotInput = ({ slot, label }: { slot: ImageSlot; label: string }) => {
  const record = useRecordContext();
  const notify = useNotify();
  return (
    <div className="kyu-image-slot">
      {record?.id !== undefined && (
        <Labeled label={`Current ${label.toLowerCase()}`}>
          <ImageField source={`images.${slot}`} emptyText="None yet" />
        </Labeled>
      )}
      <ImageInput
        source={`uploads.${slot}`}
        label={`New ${label.toLowerCase()}`}
        // The drop zone's label is not a <label> of its file input, which then has no name.
        inputProps={{ 'aria-label': `New ${label.toLowerCase()}` }}
        accept={IMAGE_ACCEPT}
        maxSize={IMAGE_MAX_BYTES}
        placeholder={<p>Drop a PNG, JPEG or WebP up to 2 MB here, or click to choose one.</p>}
        options={{
          onDropRejected: (rejections) =>
            rejections.forEach((r) => notify(rejectionText(r), { type: 'warning' })),
        }}
      >
        <ImageField source="src" title="title" />
      </ImageInput>
    </div>
  );
};
