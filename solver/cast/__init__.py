"""What can be cast now, and how: :mod:`.solve` (``manaplan cast``) and :mod:`.pay_for` (``pay --for CARD``), over
:mod:`.costs` (what a spell costs on a board) and :mod:`.zones` (where cards are cast from, how permanents enter),
which ``turn`` reads too."""
