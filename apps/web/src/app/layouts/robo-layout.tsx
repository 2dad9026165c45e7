import { Outlet } from 'react-router'
import { Header } from '../shell/header'
import { GrayscaleWrapper, Main, SkipLink, useHeaderHidden } from './layout-parts'

/** SPEC 2 robo layout: header only. */
export function RoboLayout() {
  const headerHidden = useHeaderHidden()
  return (
    <GrayscaleWrapper>
      <SkipLink />
      {!headerHidden && <Header />}
      <Main>
        <Outlet />
      </Main>
    </GrayscaleWrapper>
  )
}
