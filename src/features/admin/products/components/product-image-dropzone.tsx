import { Button, Group, Image, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { useEffect, useMemo, useRef, useState } from 'react';
import { MAX_IMAGE_BYTES, sniffImageType } from '@/lib/image-type';
import { useAdminTexts } from '@/features/admin/common/admin-language';
import type { AdminTexts } from '@/features/admin/common/texts';

/** True when the file is too large to send (checked again before the upload, see the modal). */
export const isImageTooLarge = (file: File) => file.size > MAX_IMAGE_BYTES;
const ACCEPTED = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

interface ProductImageDropzoneProps {
  file: File | null;
  onFile: (file: File | null) => void;
  currentImageUrl: string | null;
  disabled?: boolean;
}

function rejectionMessage(S: AdminTexts['products'], { file, errors }: FileRejection): string {
  return errors.some((e) => e.code === 'file-too-large')
    ? S.imageTooLarge(file.name)
    : S.imageNotImage(file.name);
}

/** Picks one image (multipart field `image` on save), with a preview and clear rejections. */
export function ProductImageDropzone({
  file,
  onFile,
  currentImageUrl,
  disabled,
}: ProductImageDropzoneProps) {
  const S = useAdminTexts().products;
  const [error, setError] = useState<string | null>(null);
  const preview = usePreviewUrl(file) ?? currentImageUrl;
  const openFileDialog = useRef<() => void>(null);

  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {S.fields.image}
      </Text>
      <Group align="flex-start" wrap="nowrap">
        {preview && <Image src={preview} alt="" w={96} h={96} fit="cover" radius="sm" />}
        <Dropzone
          flex={1}
          multiple={false}
          accept={ACCEPTED}
          maxSize={MAX_IMAGE_BYTES}
          disabled={disabled}
          onDrop={async (files) => {
            const chosen = files[0] ?? null;
            // Dropzone's maxSize already rejects it; this also covers any path that skips it.
            if (chosen && isImageTooLarge(chosen)) {
              onFile(null);
              return setError(S.imageTooLarge(chosen.name));
            }
            // The declared type is the sender's word: the first bytes must be an image too.
            if (chosen && !(await sniffImageType(chosen))) {
              onFile(null);
              return setError(S.imageNotImage(chosen.name));
            }
            setError(null);
            onFile(chosen);
          }}
          onReject={(rejections) => {
            onFile(null);
            setError(rejections[0] ? rejectionMessage(S, rejections[0]) : null);
          }}
          inputProps={{ 'aria-label': S.fields.image }}
          openRef={openFileDialog}
          // For the mouse (drop, click). As a Tab stop it had no role and no name (react-dropzone
          // makes it role="presentation"), and as a button it would nest its file input: the
          // keyboard uses the button beside it.
          activateOnKeyboard={false}
        >
          <Stack gap={2} align="center" py="sm" style={{ pointerEvents: 'none' }}>
            <Text size="sm">{file ? S.imageChosen(file.name) : S.imageDrop}</Text>
            <Text size="xs" c="dimmed">
              {S.imageHint}
            </Text>
          </Stack>
        </Dropzone>
        <Button
          variant="default"
          size="xs"
          disabled={disabled}
          onClick={() => openFileDialog.current?.()}
        >
          {S.imageChoose}
        </Button>
      </Group>
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}

/** An object URL for the chosen file, released when the file changes or the dialog closes. */
function usePreviewUrl(file: File | null): string | null {
  const url = useMemo(
    () => (file && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null),
    [file],
  );
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}
