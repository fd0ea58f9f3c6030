/** The files a page saves (saveBlob: an object URL and a click on a download link), read back. */
import ExcelJS from 'exceljs'
import { vi } from 'vitest'

async function bytesOf(blob: Blob): Promise<ArrayBuffer> {
  if (typeof blob.arrayBuffer === 'function') return blob.arrayBuffer()
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(reader.result as ArrayBuffer)
    reader.onerror = () => reject(reader.error)
    reader.readAsArrayBuffer(blob)
  })
}

/**
 * Catches every file saved from now on (restored by `vi.restoreAllMocks()`): `names` as the
 * browser would save them, `sheet(i)` the i-th file's first sheet read with a spreadsheet library.
 */
export function catchSavedFiles() {
  const blobs: Blob[] = []
  const names: string[] = []
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob: Blob | MediaSource) => {
    blobs.push(blob as Blob)
    return `blob:salvo-${blobs.length}`
  })
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {})
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    names.push(this.download)
  })
  return {
    names,
    blobs,
    async sheet(index = 0): Promise<ExcelJS.Worksheet> {
      const workbook = new ExcelJS.Workbook()
      await workbook.xlsx.load(await bytesOf(blobs[index]))
      return workbook.worksheets[0]
    },
  }
}

/** A sheet's rows as arrays of cell values (the first cell first). */
export function sheetValues(sheet: ExcelJS.Worksheet): unknown[][] {
  const rows: unknown[][] = []
  for (let r = 1; r <= sheet.rowCount; r += 1)
    rows.push((sheet.getRow(r).values as unknown[]).slice(1))
  return rows
}
