/** A game's Thai name first, its English product name smaller on the line beneath. */
export function GameName({ name, productName }: { name: string; productName: string }) {
  return (
    <>
      {name}{' '}
      <span lang="en" className="block text-sm font-normal text-ink-soft">
        {productName}
      </span>
    </>
  )
}
