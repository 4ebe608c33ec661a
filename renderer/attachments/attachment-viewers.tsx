import type { MenuContext } from '../data/data-adapter';
import type { AttachmentActions } from './use-attachment-actions';
import { ImageViewerModal } from './viewers/image-viewer-modal';
import { PdfViewerOverlay } from './viewers/pdf-viewer-overlay';

/** The viewer a preview opened: pictures in the image viewer, documents as PDF in the overlay. */
export function AttachmentViewers({ actions, menu }: { actions: AttachmentActions; menu: MenuContext }) {
  const { viewer } = actions;
  return (
    <>
      <ImageViewerModal
        visible={viewer?.kind === 'image'}
        image={viewer?.kind === 'image' ? { src: viewer.src, fileName: viewer.fileName } : null}
        onConfirm={actions.closeViewer}
        onCancel={actions.closeViewer}
        onDownload={viewer?.kind === 'image' ? () => void actions.download(viewer.file) : undefined}
      />
      <PdfViewerOverlay
        visible={viewer?.kind === 'pdf'}
        fileId={viewer?.kind === 'pdf' ? viewer.fileId : null}
        fileName={viewer?.kind === 'pdf' ? viewer.fileName : undefined}
        menu={menu}
        onClose={actions.closeViewer}
      />
    </>
  );
}
