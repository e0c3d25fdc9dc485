"""The Blood Wars art kit: paint (canvas, curves), style (palettes, backdrop,
frames, back), figure (people in poses), things (held and standalone
objects), beasts, land (places) and one recipe per card in cards_*.py."""
