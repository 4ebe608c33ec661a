import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '@arco-design/web-react';
import { useEffect, useMemo, useState } from 'react';
import { ImageViewerModal } from '../../renderer/attachments/viewers/image-viewer-modal';
import { PdfViewerOverlay } from '../../renderer/attachments/viewers/pdf-viewer-overlay';
import { FileTransferProvider } from '../../renderer/context/file-transfer-context';
import { createMemoryFileTransfer } from '../../renderer/data/memory-file-transfer';
import { sampleFiles } from '../support/sample-files';

interface ViewerArgs {
  kind: 'image' | 'pdf';
  cropping: boolean;
  fileId: string;
}

/** The sample picture as an object URL while the story shows it. */
function useSamplePicture(): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const picture = sampleFiles().find((file) => file.record.suffixName === 'png');
    if (!picture) return;
    const made = URL.createObjectURL(picture.blob);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, []);
  return url;
}

function ViewerStory({ kind, cropping, fileId }: ViewerArgs) {
  const transfer = useMemo(() => createMemoryFileTransfer(sampleFiles()), []);
  const picture = useSamplePicture();
  const [open, setOpen] = useState(true);
  return (
    <FileTransferProvider transfer={transfer}>
      <Button onClick={() => setOpen(true)}>{kind === 'image' ? '图片浏览 / Image viewer' : 'PDF'}</Button>
      {kind === 'image' ? (
        <ImageViewerModal visible={open} image={picture ? { src: picture, fileName: '现场照片.png' } : null} cropping={cropping} onConfirm={() => setOpen(false)} onCancel={() => setOpen(false)} />
      ) : (
        <PdfViewerOverlay visible={open} fileId={fileId} fileName="来料检验报告.pdf" onClose={() => setOpen(false)} />
      )}
    </FileTransferProvider>
  );
}

/**
 * The image viewer and cropper (titled 图片浏览: zoom, rotate, download, a 180 by 180 crop box) and the PDF
 * overlay (hidden until it has a file id; the no-file-id message without one), over the sample files.
 */
const meta: Meta<ViewerArgs> = {
  title: 'Widgets/Attachment viewers',
  tags: ['widget'],
  argTypes: {
    kind: { control: 'inline-radio', options: ['image', 'pdf'] },
    cropping: { control: 'boolean' },
    fileId: { control: 'text', description: 'the PDF overlay shows this file (9001 is the sample report; empty shows the no-file-id message)' },
  },
  args: { kind: 'image', cropping: false, fileId: '9001' },
  render: (args) => <ViewerStory key={JSON.stringify(args)} {...args} />,
};
export default meta;

export const ImageViewer: StoryObj<ViewerArgs> = {};

export const ImageCropper: StoryObj<ViewerArgs> = { args: { cropping: true } };

export const PdfOverlay: StoryObj<ViewerArgs> = { args: { kind: 'pdf' } };
