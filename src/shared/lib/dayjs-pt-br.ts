/**
 * dayjs in Brazilian Portuguese (month and day names, Sunday first) for the date inputs and the
 * pages. Imported by the signed-in layout and the date pickers, not by the app's entry: the login
 * route never shows a date and must stay under its 200 KiB budget.
 */
import dayjs from 'dayjs'
import 'dayjs/locale/pt-br'

dayjs.locale('pt-br')
