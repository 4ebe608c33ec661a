import { Button, Modal, Space, Tooltip } from '@arco-design/web-react';
import { IconDownload, IconRotateLeft, IconRotateRight, IconZoomIn, IconZoomOut } from '@arco-design/web-react/icon';
import { useEffect, useState, type ReactElement } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { useRendererI18n } from '../../i18n/use-renderer-i18n';
import { croppedImage } from './cropped-image';

/** Spec 000 §9: modals at z-index 1100; the crop box is 180 by 180 unless told otherwise. */
const MODAL_Z_INDEX = 1100;
const DEFAULT_CROP = { width: 180, height: 180 };
const ZOOM_STEP = 0.25;
const MIN_ZOOM = 0.25;
const MAX_ZOOM = 4;

export interface ImageViewerModalProps {
  visible: boolean;
  image: { src: string; fileName: string } | null;
  /** Shows the crop box; confirming hands back the framed part as a PNG. */
  cropping?: boolean;
  cropSize?: { width: number; height: number };
  onConfirm(result?: { blob: Blob; fileName: string }): void;
  onCancel(): void;
  /** Downloads the stored file; without it the picture shown is saved as it is. */
  onDownload?: () => void;
}

function pngName(fileName: string): string {
  return `${fileName.replace(/\.[^.]*$/, '')}.png`;
}

/**
 * The image viewer and cropper of spec 000 §2, titled 图片浏览: zoom in and out, rotate left and right,
 * download; with `cropping`, a 180 by 180 crop box whose content confirming returns.
 */
export function ImageViewerModal({ visible, image, cropping = false, cropSize = DEFAULT_CROP, onConfirm, onCancel, onDownload }: ImageViewerModalProps) {
  const { t } = useRendererI18n();
  const [zoom, setZoom] = useState(1);
  const [rotation, setRotation] = useState(0);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [area, setArea] = useState<Area | null>(null);

  useEffect(() => {
    setZoom(1);
    setRotation(0);
    setCrop({ x: 0, y: 0 });
  }, [image?.src]);

  const download = () => {
    if (onDownload) return onDownload();
    if (!image) return;
    const link = document.createElement('a');
    link.href = image.src;
    link.download = image.fileName;
    link.click();
  };
  const confirm = async () => {
    if (!cropping || !image || !area) return onConfirm();
    onConfirm({ blob: await croppedImage(image.src, area, rotation), fileName: pngName(image.fileName) });
  };
  const tool = (label: string, icon: ReactElement, action: () => void) => (
    <Tooltip content={label}>
      <Button aria-label={label} icon={icon} onClick={action} />
    </Tooltip>
  );

  return (
    <Modal
      title={t('attachment.imageViewer')}
      visible={visible}
      onOk={() => void confirm()}
      onCancel={onCancel}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      style={{ width: 720 }}
      wrapStyle={{ zIndex: MODAL_Z_INDEX }}
      maskStyle={{ zIndex: MODAL_Z_INDEX }}
      unmountOnExit
    >
      <Space style={{ marginBottom: 12 }}>
        {tool(t('attachment.zoomIn'), <IconZoomIn />, () => setZoom((value) => Math.min(MAX_ZOOM, value + ZOOM_STEP)))}
        {tool(t('attachment.zoomOut'), <IconZoomOut />, () => setZoom((value) => Math.max(MIN_ZOOM, value - ZOOM_STEP)))}
        {tool(t('attachment.rotateLeft'), <IconRotateLeft />, () => setRotation((value) => value - 90))}
        {tool(t('attachment.rotateRight'), <IconRotateRight />, () => setRotation((value) => value + 90))}
        {tool(t('attachment.download'), <IconDownload />, download)}
      </Space>
      <div className="srm-image-viewer" style={{ position: 'relative', height: 420, overflow: 'hidden', background: 'var(--color-fill-2)', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
        {image && cropping && (
          <Cropper
            image={image.src}
            crop={crop}
            zoom={zoom}
            rotation={rotation}
            minZoom={MIN_ZOOM}
            maxZoom={MAX_ZOOM}
            cropSize={cropSize}
            onCropChange={setCrop}
            onZoomChange={setZoom}
            onRotationChange={setRotation}
            onCropComplete={(_area, pixels) => setArea(pixels)}
          />
        )}
        {image && !cropping && (
          <img
            src={image.src}
            alt={image.fileName}
            style={{ maxWidth: '100%', maxHeight: '100%', transform: `scale(${zoom}) rotate(${rotation}deg)`, transition: 'transform 0.2s' }}
          />
        )}
      </div>
    </Modal>
  );
}
