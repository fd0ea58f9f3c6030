"""A minimal .xlsx writer (one sheet, inline strings and numbers): no openpyxl on this machine."""
import io
import re
import zipfile
from decimal import Decimal
from urllib.parse import quote
from xml.sax.saxutils import escape

XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

_CONTENT_TYPES = (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
    '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
    '<Default Extension="xml" ContentType="application/xml"/>'
    '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>'
    '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>'
    '</Types>'
)
_RELS = (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
    '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
    '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/>'
    '</Relationships>'
)
_WORKBOOK_RELS = (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
    '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
    '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/>'
    '</Relationships>'
)
_ILLEGAL = re.compile('[\x00-\x08\x0b\x0c\x0e-\x1f]')


def _column(index):
    name = ''
    index += 1
    while index:
        index, rest = divmod(index - 1, 26)
        name = chr(65 + rest) + name
    return name


def _cell(ref, value):
    if isinstance(value, bool) or value is None:
        value = '' if value is None else ('Sim' if value else 'Não')
    if isinstance(value, (int, float, Decimal)):
        return f'<c r="{ref}"><v>{value}</v></c>'
    text = escape(_ILLEGAL.sub('', str(value)))
    return f'<c r="{ref}" t="inlineStr"><is><t xml:space="preserve">{text}</t></is></c>'


def build_workbook(rows, title='Planilha'):
    """rows: a list of dicts (column name -> value); the columns are the keys in first-seen order."""
    headers = []
    for row in rows:
        for key in row:
            if key not in headers:
                headers.append(key)
    lines = ['<row r="1">' + ''.join(_cell(f'{_column(i)}1', h) for i, h in enumerate(headers)) + '</row>']
    for r, row in enumerate(rows, start=2):
        cells = ''.join(_cell(f'{_column(i)}{r}', row.get(h)) for i, h in enumerate(headers))
        lines.append(f'<row r="{r}">{cells}</row>')
    sheet = (
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
        '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">'
        f'<sheetData>{"".join(lines)}</sheetData></worksheet>'
    )
    sheet_name = escape(re.sub(r'[\[\]:*?/\\]', ' ', title)[:31] or 'Planilha')
    workbook = (
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
        '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" '
        'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">'
        f'<sheets><sheet name="{sheet_name}" sheetId="1" r:id="rId1"/></sheets></workbook>'
    )
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, 'w', zipfile.ZIP_DEFLATED) as z:
        z.writestr('[Content_Types].xml', _CONTENT_TYPES)
        z.writestr('_rels/.rels', _RELS)
        z.writestr('xl/workbook.xml', workbook)
        z.writestr('xl/_rels/workbook.xml.rels', _WORKBOOK_RELS)
        z.writestr('xl/worksheets/sheet1.xml', sheet)
    return buffer.getvalue()


def xlsx_response(rows, title):
    from django.http import HttpResponse

    response = HttpResponse(build_workbook(rows, title), content_type=XLSX_MIME)
    ascii_name = re.sub(r'[^A-Za-z0-9 ._-]', '_', title) or 'planilha'
    response['Content-Disposition'] = f'attachment; filename="{ascii_name}.xlsx"; filename*=UTF-8\'\'{quote(title)}.xlsx'
    return response
