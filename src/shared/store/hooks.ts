import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit'
import { useDispatch, useSelector } from 'react-redux'

/**
 * Feature modules cannot import app/ (imports flow shared ← features ← app), so they use
 * these: dispatch accepts thunks, and each selector brings its own state type.
 */
export const useAppDispatch = useDispatch.withTypes<ThunkDispatch<unknown, unknown, UnknownAction>>()
export const useAppSelector = useSelector
