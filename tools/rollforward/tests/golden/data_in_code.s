# Bytes emitted into code (inline asm): the function is left alone, with a note.
	.text
	.type	odd, @function
odd:
	subq	$1, %rax
	js	.L2
	.byte	0x90
	ret
.L2:
	call	hb_detail_poll@PLT
	ret
	.size	odd, .-odd
