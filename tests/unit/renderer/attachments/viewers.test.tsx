import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ImageViewerModal } from '../../../../renderer/attachments/viewers/image-viewer-modal';
import { PdfViewerOverlay } from '../../../../renderer/attachments/viewers/pdf-viewer-overlay';
import { FileTransferProvider } from '../../../../renderer/context/file-transfer-context';
import type { DownloadRequest, DownloadResult } from '../../../../renderer/data/file-transfer';
import { createMemoryFileTransfer } from '../../../../renderer/data/memory-file-transfer';
import { createRendererI18n } from '../../../../renderer/i18n/standalone-renderer-i18n';
import { failOnConsoleError } from '../support/console-guard';

failOnConsoleError();

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:pdf-preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.mocked(URL.createObjectURL).mockClear());

function renderIn(element: ReactElement, answer?: DownloadResult) {
  const transfer = createMemoryFileTransfer();
  const requests: DownloadRequest[] = [];
  /** The downloads' answers as the overlay receives them, to wait until it has had them. */
  const answers: Promise<DownloadResult>[] = [];
  transfer.download = (request) => {
    requests.push(request);
    const answered = Promise.resolve(answer ?? { kind: 'envelope' as const, envelope: { status: 'E' as const, msg: 'no', data: null } });
    answers.push(answered);
    return answered;
  };
  const result = render(
    <I18nextProvider i18n={createRendererI18n('CN')}>
      <FileTransferProvider transfer={transfer}>{element}</FileTransferProvider>
    </I18nextProvider>,
  );
  return { requests, answers, result };
}

describe('image viewer', () => {
  it('is titled 图片浏览 and zooms and turns the picture', async () => {
    const onDownload = vi.fn();
    renderIn(<ImageViewerModal visible image={{ src: 'blob:picture', fileName: '现场照片.png' }} onConfirm={vi.fn()} onCancel={vi.fn()} onDownload={onDownload} />);
    expect(await screen.findByText('图片浏览')).toBeTruthy();
    const picture = screen.getByAltText('现场照片.png');
    fireEvent.click(screen.getByRole('button', { name: '放大' }));
    fireEvent.click(screen.getByRole('button', { name: '向左旋转' }));
    expect(picture.getAttribute('style')).toContain('scale(1.25) rotate(-90deg)');
    fireEvent.click(screen.getByRole('button', { name: '缩小' }));
    fireEvent.click(screen.getByRole('button', { name: '缩小' }));
    fireEvent.click(screen.getByRole('button', { name: '向右旋转' }));
    expect(picture.getAttribute('style')).toContain('scale(0.75) rotate(0deg)');
    fireEvent.click(screen.getByRole('button', { name: '下载' }));
    expect(onDownload).toHaveBeenCalledTimes(1);
  });

  it('closes by confirm or cancel', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    renderIn(<ImageViewerModal visible image={{ src: 'blob:picture', fileName: 'a.png' }} onConfirm={onConfirm} onCancel={onCancel} />);
    // Found before act, not inside it: Testing Library's waits turn React's act environment off while they
    // poll, and an act that is open meanwhile reports "not configured to support act(...)" (when the wait polls).
    const confirm = await screen.findByRole('button', { name: '确定' });
    await act(async () => {
      fireEvent.click(confirm);
    });
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});

describe('PDF viewer overlay', () => {
  it('renders nothing until it is shown', () => {
    const { requests, result } = renderIn(<PdfViewerOverlay visible={false} fileId={5} onClose={vi.fn()} />);
    expect(result.container.innerHTML).toBe('');
    expect(requests).toEqual([]);
  });

  it('fetches the preview of the file and shows it in a frame with a close button', async () => {
    const onClose = vi.fn();
    const { requests } = renderIn(<PdfViewerOverlay visible fileId={5} fileName="来料检验报告.pdf" menu={{ menuId: 11, respId: 2 }} onClose={onClose} />, {
      kind: 'file',
      blob: new Blob(['%PDF-1.4'], { type: 'application/pdf' }),
      fileName: '来料检验报告.pdf',
      contentType: 'application/pdf',
    });
    await waitFor(() => expect(document.querySelector('iframe')?.getAttribute('src')).toBe('blob:pdf-preview'));
    expect(requests[0]).toMatchObject({ method: 'POST', path: '/api/file/v2/pageoffice/doFilePdfView', body: { id: 5 }, menu: { menuId: 11, respId: 2 } });
    expect(screen.getByText('来料检验报告.pdf')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /关闭/ }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('says there is no file id when shown without one', async () => {
    const onClose = vi.fn();
    renderIn(<PdfViewerOverlay visible fileId={null} onClose={onClose} />);
    expect(await screen.findByText('没有可预览的文件ID')).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
  });

  it('ignores a preview that fails to load, silently', async () => {
    const { requests, answers, result } = renderIn(<PdfViewerOverlay visible fileId={9} onClose={vi.fn()} />);
    await waitFor(() => expect(requests).toHaveLength(1));
    // The refusal has to have reached the overlay, or no frame would be shown merely because none came yet.
    await act(async () => {
      await Promise.all(answers);
    });
    expect(result.container.querySelector('iframe')).toBeNull();
    expect(screen.queryByText('no')).toBeNull();
  });
});
