import { useIsFetching } from '@tanstack/react-query'
import { useEffect, useSyncExternalStore } from 'react'
import { useLocation, useNavigation } from 'react-router'
import { progress } from '../../lib/progress'
import { cn } from '../../ui/cn'

/** Starts the loading bar on a route or parameter change and finishes it once the page's data is in. */
function useNavigationProgress(): void {
  const navigation = useNavigation()
  const location = useLocation()
  const fetching = useIsFetching()
  const navigating = navigation.state !== 'idle'

  useEffect(() => {
    if (navigating) progress.start()
  }, [navigating])

  useEffect(() => {
    progress.start()
  }, [location.pathname, location.search])

  useEffect(() => {
    if (!navigating && fetching === 0) progress.finish()
  }, [navigating, fetching, location.pathname, location.search])
}

export function ProgressBar() {
  useNavigationProgress()
  const state = useSyncExternalStore(progress.subscribe, progress.get, progress.get)
  return (
    <div aria-hidden="true" className="pointer-events-none fixed inset-x-0 top-0 z-[60] h-1">
      <div
        data-testid="progress-bar"
        data-state={state.failed ? 'failed' : state.visible ? 'loading' : 'idle'}
        className={cn(
          'h-full rounded-e-full transition-[width,opacity] duration-200 ease-out',
          state.failed ? 'bg-coral-500' : 'bg-gradient-to-r from-sun-400 via-brand-400 to-brand-600',
          state.visible ? 'opacity-100' : 'opacity-0',
        )}
        style={{ width: `${state.percent}%` }}
      />
    </div>
  )
}
