import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AttachmentField } from '../../../../renderer/attachments/attachment-field';
import type { AttachmentRules } from '../../../../renderer/attachments/attachment-rules';
import { FileTransferProvider } from '../../../../renderer/context/file-transfer-context';
import { ScreenContextProvider } from '../../../../renderer/context/screen-context';
import { FILE_PATHS } from '../../../../renderer/data/file-paths';
import { createMemoryFileTransfer, type MemoryFile } from '../../../../renderer/data/memory-file-transfer';
import { createRendererI18n } from '../../../../renderer/i18n/standalone-renderer-i18n';
import type { AttachmentFile } from '../../../../src/shared/api/attachment-file';
import { failOnConsoleError } from '../support/console-guard';

failOnConsoleError();

const ALL = ['btnUploadAttachment', 'btnPreviewAttachment', 'btnDownloadAttachment', 'btnDelAttachment'];
const RULES: AttachmentRules = { entity: 'srmPoHeader', field: 'attachmentIds', documentKey: 'poHeaderId', extensions: ['pdf', 'png'], maxSize: 2147483648, maxCount: 3, imageOnly: false, crop: false, permissionCheck: true };

function stored(fileId: number, name: string, size = 2048): MemoryFile {
  const suffix = name.split('.').pop() ?? '';
  const record: AttachmentFile = { id: fileId, fileId, originalFileName: name, fileName: `${fileId}.${suffix}`, fileSize: size, suffixName: suffix, contentType: 'application/pdf', fileDesc: null, largeFlag: 'N', createdBy: 1, creationDate: '2026-11-22 09:30:00' };
  return { record, blob: new Blob(['%PDF-1.4'], { type: 'application/pdf' }) };
}

let saved: string[] = [];
let linkClicks: { mockRestore(): void } | undefined;
beforeEach(() => {
  saved = [];
  URL.createObjectURL = vi.fn(() => 'blob:attachment-test');
  URL.revokeObjectURL = vi.fn();
  linkClicks = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterEach(() => linkClicks?.mockRestore());

function renderField(options: { value?: string; granted?: string[]; rules?: Partial<AttachmentRules>; transfer?: ReturnType<typeof createMemoryFileTransfer>; readOnly?: boolean; language?: 'CN' | 'EN' }) {
  const transfer = options.transfer ?? createMemoryFileTransfer([stored(11, '采购合同.pdf'), stored(12, 'drawing.pdf')]);
  const onChange = vi.fn();
  render(
    <I18nextProvider i18n={createRendererI18n(options.language ?? 'CN')}>
      <ScreenContextProvider value={{ route: 'purOrderManage/purchaseOrderEdit', params: {}, menu: { menuId: 11, respId: 2 }, userType: 'internal', granted: new Set(options.granted ?? ALL) }}>
        <FileTransferProvider transfer={transfer}>
          <AttachmentField rules={{ ...RULES, ...options.rules }} value={options.value ?? '11,12'} onChange={onChange} row={{ poHeaderId: 7 }} readOnly={options.readOnly} />
        </FileTransferProvider>
      </ScreenContextProvider>
    </I18nextProvider>,
  );
  return { transfer, onChange };
}

const rows = () => document.querySelectorAll('.srm-attachment tbody tr.arco-table-tr');
const fileInput = () => document.querySelector('.srm-attachment input[type=file]') as HTMLInputElement;

async function choose(...files: File[]) {
  await act(async () => {
    fireEvent.change(fileInput(), { target: { files } });
  });
}

describe('attachment widget', () => {
  it('lists the files its value names, with size and upload time', async () => {
    renderField({});
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(rows()[0].textContent).toContain('采购合同.pdf');
    expect(rows()[0].textContent).toContain('2 KB');
    expect(rows()[0].textContent).toContain('2026-11-22 09:30:00');
  });

  it('uploads with the widget field and the saved document, then joins the ids into the field', async () => {
    const transfer = createMemoryFileTransfer([stored(11, 'a.pdf')]);
    const upload = vi.spyOn(transfer, 'upload');
    const { onChange } = renderField({ value: '11', transfer });
    expect(await screen.findByText('a.pdf')).toBeTruthy();
    await choose(new File(['%PDF-1.4 new'], '报价单.PDF', { type: 'application/pdf' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('11,1001'));
    expect(upload.mock.calls[0][0].path).toBe(`${FILE_PATHS.upload}?entity=srmPoHeader&field=attachmentIds&businessId=7`);
    expect(rows()).toHaveLength(2);
    expect(await screen.findByText('上传成功')).toBeTruthy();
  });

  it('keeps the files already in the field when a file is uploaded before their list has arrived', async () => {
    const transfer = createMemoryFileTransfer([stored(11, 'a.pdf')]);
    const read = transfer.call.bind(transfer);
    let release = () => {};
    const arrived = new Promise<void>((resolve) => (release = resolve));
    let lateList: Promise<unknown> = Promise.resolve();
    vi.spyOn(transfer, 'call').mockImplementation((request) => {
      lateList = arrived.then(() => read(request));
      return lateList as ReturnType<typeof read>;
    });
    const { onChange } = renderField({ value: '11', transfer });
    await choose(new File(['%PDF-1.4 new'], 'b.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('11,1001'));
    // Until the late list has answered (and the widget has had it) a check could pass before it had its say.
    await act(async () => {
      release();
      await lateList;
    });
    // The late list of the value as it was does not hide the file just uploaded.
    expect(screen.getByText('b.pdf')).toBeTruthy();
  });

  it('sends a file above 100 MB over the resumable upload', async () => {
    const transfer = createMemoryFileTransfer();
    const large = vi.spyOn(transfer, 'uploadLarge');
    const { onChange } = renderField({ value: '', transfer });
    const file = new File(['%PDF-1.4'], 'model.pdf');
    Object.defineProperty(file, 'size', { value: 104857601 });
    await choose(file);
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    expect(large.mock.calls[0][0]).toMatchObject({ path: FILE_PATHS.largeUpload, fileName: 'model.pdf', metadata: { entity: 'srmPoHeader', field: 'attachmentIds', businessId: '7' } });
  });

  it('refuses another extension (any case allowed), saying which are allowed, and sends nothing', async () => {
    const transfer = createMemoryFileTransfer();
    const upload = vi.spyOn(transfer, 'upload');
    renderField({ value: '', transfer });
    await choose(new File(['MZ'], 'setup.exe'));
    expect(await screen.findByText('当前文件扩展名不允许上传，允许的扩展名：pdf, png')).toBeTruthy();
    expect(upload).not.toHaveBeenCalled();
  });

  it('takes only pictures for an image widget, with the Chinese alert otherwise', async () => {
    renderField({ value: '', rules: { imageOnly: true, extensions: ['gif', 'jpg', 'jpeg', 'png', 'bmp'] } });
    await choose(new File(['%PDF'], 'scan.pdf'));
    expect(await screen.findByText('只能上传 gif、jpg、jpeg、png、bmp 格式的图片')).toBeTruthy();
  });

  it('opens a chosen picture in the cropper of a cropping widget; cancelling uploads nothing', async () => {
    const transfer = createMemoryFileTransfer();
    const upload = vi.spyOn(transfer, 'upload');
    renderField({ value: '', transfer, rules: { imageOnly: true, crop: true, extensions: ['png'] } });
    await choose(new File(['png'], 'logo.png', { type: 'image/png' }));
    expect(await screen.findByText('图片浏览')).toBeTruthy();
    expect(document.querySelector('.reactEasyCrop_Container')).not.toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '取消' }));
    });
    expect(upload).not.toHaveBeenCalled();
  });

  it('shows the server message when an upload fails and resets the progress', async () => {
    const transfer = createMemoryFileTransfer();
    vi.spyOn(transfer, 'upload').mockResolvedValue({ status: 'E', msg: '文件 a.pdf 的内容与扩展名 .pdf 不符，请确认文件未被改名', data: null });
    const { onChange } = renderField({ value: '', transfer });
    await choose(new File(['MZ'], 'a.pdf'));
    expect(await screen.findByText('文件 a.pdf 的内容与扩展名 .pdf 不符，请确认文件未被改名')).toBeTruthy();
    expect(document.querySelector('.srm-attachment .arco-progress')).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('disables the upload at the most files the widget takes', async () => {
    renderField({ rules: { maxCount: 2 } });
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect((screen.getByRole('button', { name: /上传附件/ }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows each button only with its resource code, unless the permission check is off', async () => {
    renderField({ granted: ['btnPreviewAttachment'] });
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(screen.queryByRole('button', { name: /上传附件/ })).toBeNull();
    expect(screen.getAllByText('预览')).toHaveLength(2);
    expect(screen.queryByText('下载')).toBeNull();
    expect(screen.queryByText('删除')).toBeNull();
  });

  it('lets everything through where the widget switches the permission check off', async () => {
    renderField({ granted: [], rules: { permissionCheck: false } });
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(screen.getByRole('button', { name: /上传附件/ })).toBeTruthy();
    expect(screen.getAllByText('删除')).toHaveLength(2);
  });

  it('asks before deleting, then says to save the document, whose ids changed', async () => {
    const { transfer, onChange } = renderField({});
    await waitFor(() => expect(rows()).toHaveLength(2));
    await act(async () => {
      fireEvent.click(screen.getAllByText('删除')[0]);
    });
    expect(await screen.findByText('请确认是否继续删除附件信息')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '确定' }));
    });
    expect(await screen.findByText('附件删除成功，由于附件ID已更新，请及时保存业务单据')).toBeTruthy();
    expect(onChange).toHaveBeenCalledWith('12');
    expect(transfer.files.has(11)).toBe(false);
  });

  it('downloads a file under its own name', async () => {
    renderField({});
    await waitFor(() => expect(rows()).toHaveLength(2));
    await act(async () => {
      fireEvent.click(screen.getAllByText('下载')[1]);
    });
    await waitFor(() => expect(saved).toEqual(['drawing.pdf']));
  });

  it('says to download a type that cannot be previewed', async () => {
    renderField({ value: '21', transfer: createMemoryFileTransfer([stored(21, 'bundle.zip')]) });
    await waitFor(() => expect(rows()).toHaveLength(1));
    // The preview button shows once the menu's grants have arrived, which may be after the row.
    const preview = await screen.findByText('预览');
    await act(async () => {
      fireEvent.click(preview);
    });
    expect(await screen.findByText('该类型文件不支持在线预览，请下载后查看')).toBeTruthy();
  });

  it('speaks English with the messages of spec 000 word for word', async () => {
    renderField({ language: 'EN' });
    await waitFor(() => expect(rows()).toHaveLength(2));
    await act(async () => {
      fireEvent.click(screen.getAllByText('Delete')[0]);
    });
    expect(await screen.findByText('Please confirm whether to continue deleting attachment information')).toBeTruthy();
  });

  it('in a read-only form shows the files without upload or delete', async () => {
    renderField({ readOnly: true });
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(screen.queryByRole('button', { name: /上传附件/ })).toBeNull();
    expect(screen.queryByText('删除')).toBeNull();
    expect(screen.getAllByText('下载')).toHaveLength(2);
  });
});
